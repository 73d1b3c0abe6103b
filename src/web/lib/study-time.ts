import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useEffect, useState } from "react";
import {
  STUDY_COOKIE_PREFIX,
  STUDY_IDLE_MS,
  STUDY_SAVE_EVERY_MS,
  STUDY_SESSION_MAX_SECONDS,
  type StudySurface,
} from "../../shared/schemas/study-values";

/**
 * Focus time (issue 37, decision 0027): a study page counts the seconds in which it is visible and the learner is
 * there (input, or audio playing, within the last two minutes). Each visit is a study session with its own id whose
 * whole count is saved (PUT, so a retry or a second save counts once) when the page is hidden, when it is left, and
 * at least once a minute. The count also rides on every request in a cookie, for a page loaded before the last save
 * could be sent.
 */
export interface StudyPlace {
  surface: StudySurface;
  courseId?: string;
  scenarioId?: string;
}

const TICK_MS = 1000;
/** A tick late by more than this (a frozen tab, a sleeping laptop) counts no more than this. */
const LONGEST_TICK_MS = 2 * TICK_MS;
/** What the learner does that shows they are there. */
const PRESENCE_EVENTS = ["keydown", "pointerdown", "pointermove", "wheel", "touchstart", "scroll", "input"] as const;

let lastActive = Number.NEGATIVE_INFINITY;
let audible = 0;
const sessions = new Set<StudySession>();
/** Saves on their way, of sessions still counting or just ended (a page left by a link). */
const inFlight = new Set<Promise<void>>();

const markActive = () => {
  lastActive = Date.now();
};
const counting = () =>
  document.visibilityState === "visible" && (audible > 0 || Date.now() - lastActive < STUDY_IDLE_MS);

/** While audio plays (the tutor speaking, a call), the learner counts as there without touching anything. */
export function holdPresence(): () => void {
  audible++;
  let held = true;
  return () => {
    if (held) audible--;
    held = false;
    markActive();
  };
}

class StudySession {
  readonly id = crypto.randomUUID();
  seconds = 0;
  /** The highest count the server has acknowledged, and the highest already sent or on its way. */
  private saved = 0;
  private sent = 0;
  /** The page has ended the session: once everything is saved, its cookie goes. */
  private ended = false;
  private millis = 0;
  private lastTick = Date.now();
  private lastSave = Date.now();
  private pending: Promise<void> = Promise.resolve();
  /** The cookie's name, and its value's fields other than the count (the same for the whole session). */
  private readonly cookie: string;
  private readonly placeFields: string;

  constructor(
    private readonly place: StudyPlace,
    private readonly onSaved: () => void,
  ) {
    this.cookie = `${STUDY_COOKIE_PREFIX}${this.id}`;
    const fields = new URLSearchParams({ surface: place.surface });
    if (place.courseId) fields.set("courseId", place.courseId);
    if (place.scenarioId) fields.set("scenarioId", place.scenarioId);
    this.placeFields = fields.toString();
  }

  tick() {
    const now = Date.now();
    const elapsed = Math.min(now - this.lastTick, LONGEST_TICK_MS);
    this.lastTick = now;
    if (!counting() || this.seconds >= STUDY_SESSION_MAX_SECONDS) return;
    this.millis += elapsed;
    const whole = Math.min(Math.floor(this.millis / 1000), STUDY_SESSION_MAX_SECONDS);
    if (whole === this.seconds) return;
    this.seconds = whole;
    const value = encodeURIComponent(`seconds=${whole}&${this.placeFields}`);
    // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie the next request carries; no store API needed
    document.cookie = `${this.cookie}=${value}; path=/; max-age=86400; samesite=lax`;
    if (now - this.lastSave >= STUDY_SAVE_EVERY_MS) void this.save();
  }

  /**
   * Sends the count so far (keepalive: it completes while the page unloads), unless that count is already on its way
   * (the page hidden, then left). After the last save, the cookie goes.
   */
  save(last = false): Promise<void> {
    this.lastSave = Date.now();
    if (last) this.ended = true;
    const seconds = this.seconds;
    if (seconds <= this.sent) {
      this.forgetIfDone();
      return this.pending;
    }
    this.sent = seconds;
    this.pending = this.pending.then(() =>
      fetch(`/api/study-sessions/${this.id}`, {
        method: "PUT",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...this.place, seconds }),
      }).then(
        (response) => {
          if (!response.ok) return this.unsent();
          this.saved = Math.max(this.saved, seconds);
          this.forgetIfDone();
          this.onSaved();
        },
        // Offline or unreachable: the cookie still holds the count, and the next save sends it again.
        () => this.unsent(),
      ),
    );
    const sent = this.pending;
    inFlight.add(sent);
    void sent.then(() => inFlight.delete(sent));
    return sent;
  }

  /** A save that did not arrive: the next one sends the count again. */
  private unsent() {
    this.sent = this.saved;
  }

  private forgetIfDone() {
    if (!this.ended || this.saved < this.seconds) return;
    // biome-ignore lint/suspicious/noDocumentCookie: see tick
    document.cookie = `${this.cookie}=; path=/; max-age=0; samesite=lax`;
  }
}

let ticker: ReturnType<typeof setInterval> | undefined;
const saveAll = () => {
  for (const session of sessions) void session.save();
};
const onVisibility = () => {
  if (document.visibilityState === "hidden") saveAll();
  else markActive();
};

function start(session: StudySession) {
  sessions.add(session);
  markActive();
  if (ticker) return;
  ticker = setInterval(() => {
    for (const each of sessions) each.tick();
  }, TICK_MS);
  for (const name of PRESENCE_EVENTS) window.addEventListener(name, markActive, { capture: true, passive: true });
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", saveAll);
}

function stop(session: StudySession) {
  sessions.delete(session);
  void session.save(true);
  if (sessions.size > 0 || !ticker) return;
  clearInterval(ticker);
  ticker = undefined;
  for (const name of PRESENCE_EVENTS) window.removeEventListener(name, markActive, { capture: true });
  document.removeEventListener("visibilitychange", onVisibility);
  window.removeEventListener("pagehide", saveAll);
}

/** Saves every counting session now and waits for every save on its way: a read of the learner's progress waits for
 * it, so that it includes them. */
export function flushStudyTime(): Promise<void> {
  for (const session of sessions) void session.save();
  return Promise.all(inFlight).then(() => undefined);
}

/**
 * Counts a study session while the component is mounted (and `open`, for a dialog). Returns its seconds so far, read
 * by a timer that shows them (the component itself does not re-render each second).
 */
export function useStudyTime(place: StudyPlace, open = true): RefObject<number> {
  const queryClient = useQueryClient();
  const { surface, courseId, scenarioId } = place;
  const [counter] = useState(() => {
    const made = {
      session: undefined as StudySession | undefined,
      get current() {
        return made.session?.seconds ?? 0;
      },
    };
    return made;
  });
  useEffect(() => {
    if (!open) return;
    // What the learner just did shows on Progress and its goals on their next read.
    const onSaved = () => void queryClient.invalidateQueries({ queryKey: ["progress"] });
    const session = new StudySession({ surface, courseId, scenarioId }, onSaved);
    counter.session = session;
    start(session);
    return () => stop(session);
  }, [open, surface, courseId, scenarioId, queryClient, counter]);
  return counter;
}

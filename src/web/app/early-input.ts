/**
 * Input before the page's code has run (issue 34): the server's HTML is on screen, readable and tappable, a second or
 * two before React hydrates it on a phone. Links and the forms the server answers (method post) work without code
 * (decision 0023);
 * a tap on a button, or Enter in a box that sends, would do nothing. This script, inline in the head (allowed by its
 * CSP hash), notes them from the first paint; once the page has hydrated, `replayEarlyInput` gives React what was
 * typed and replays the taps and Enter presses on the same elements (hydration keeps the server's DOM nodes). A noted
 * event goes no further: React, listening on the document once hydration has begun, would otherwise act on it too.
 */
export const EARLY_INPUT_SCRIPT = `(function(){var q=window.__parleyEarly=[],d=document.documentElement;function early(){return d.dataset.hydrated===undefined}document.addEventListener("click",function(e){if(!early()||!(e.target instanceof Element))return;var t=e.target.closest("button,[role=button],[role=tab],[role=switch],[role=checkbox]");if(!t||t.disabled||t.closest("a[href]"))return;if(t.type==="submit"&&t.form&&t.form.method==="post")return;e.preventDefault();e.stopImmediatePropagation();q.push({target:t})},true);document.addEventListener("keydown",function(e){if(!early()||e.key!=="Enter"||e.shiftKey||e.isComposing||!(e.target instanceof Element)||!e.target.hasAttribute("data-enter-sends"))return;e.preventDefault();e.stopImmediatePropagation();q.push({target:e.target,enter:true})},true)})()`;

interface EarlyInput {
  target: Element;
  enter?: boolean;
}

declare global {
  interface Window {
    __parleyEarly?: EarlyInput[];
  }
}

/**
 * After hydration: what was typed into a box reaches React's state (its value differs from the server's), then each
 * noted tap and Enter is replayed in order. A tap is replayed as pointer down and click, which is what the app's
 * buttons and menus (Radix opens on pointer down) answer.
 */
export function replayEarlyInput() {
  for (const box of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if (box.type === "checkbox" || box.type === "radio" || box.type === "file" || box.value === box.defaultValue)
      continue;
    tellReact(box);
  }
  const noted = window.__parleyEarly ?? [];
  window.__parleyEarly = [];
  replay(noted, Date.now());
}

/** React's mark on a DOM node it has hydrated (a part of the page in a Suspense boundary hydrates after the rest). */
const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/** Replays in order, each once React has hydrated its element (waiting up to 5 s, then as it is). */
function replay(noted: EarlyInput[], since: number) {
  while (noted.length > 0) {
    const { target, enter } = noted[0]!;
    if (!target.isConnected) {
      noted.shift();
      continue;
    }
    if (!hydrated(target) && Date.now() - since < 5000) {
      setTimeout(() => replay(noted, since), 50);
      return;
    }
    noted.shift();
    if (enter) {
      target.dispatchEvent(
        new KeyboardEvent("keydown", { key: "Enter", code: "Enter", bubbles: true, cancelable: true }),
      );
      continue;
    }
    const pointer = { bubbles: true, cancelable: true, button: 0, pointerType: "mouse", isPrimary: true };
    target.dispatchEvent(new PointerEvent("pointerdown", pointer));
    target.dispatchEvent(new PointerEvent("pointerup", pointer));
    (target as HTMLElement).click();
  }
}

/**
 * React keeps a box's last known value and answers an input event only when the box's value differs from it; at
 * hydration it took the typed value as known. So the known value is set to the server's first (through the element's
 * own setter, which React watches), the typed one put back through the prototype's setter (which it does not), and
 * an input event sent.
 */
function tellReact(box: HTMLInputElement | HTMLTextAreaElement) {
  const typed = box.value;
  box.value = box.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), "value")?.set?.call(box, typed);
  box.dispatchEvent(new Event("input", { bubbles: true }));
}

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** True for 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : address;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The address of the socket the request came over; undefined for an in-process request without one. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Headers a proxy may add: present at all (empty too), the request was forwarded, and so did not come from this
 * machine's own browser even when the socket is loopback (a proxy on this machine).
 */
const PROXY_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-forwarded-server",
  "x-real-ip",
  "x-client-ip",
  "x-cluster-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "fastly-client-ip",
  "x-original-forwarded-for",
  "via",
];

/** A Host naming this machine by its loopback name or address, with or without a port. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/**
 * Whether the request came from a browser on this machine, talking to this server directly: a loopback socket, a
 * Host that names this machine (a page of another site that rebinds its own name to 127.0.0.1 still sends its own
 * name), and no proxy header at all. Laptop-only routes (the local mailbox) answer nothing else.
 */
export function fromThisMachineDirectly(c: Context): boolean {
  if (!isLoopbackAddress(socketAddress(c))) return false;
  const host = c.req.header("host") ?? new URL(c.req.url).host;
  if (!LOOPBACK_HOST.test(host)) return false;
  return PROXY_HEADERS.every((name) => c.req.header(name) === undefined);
}

/** Whether a listen address keeps the server on this machine (unset means every interface). */
export function listensOnLoopbackOnly(host: string | undefined): boolean {
  return host === "localhost" || isLoopbackAddress(host);
}

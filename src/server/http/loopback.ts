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
 * Whether the request came over a loopback socket. Only the socket counts: X-Forwarded-For is the client's claim,
 * and behind a proxy on this machine every request would look local, so laptop-only routes refuse it too.
 */
export function fromLoopbackSocket(c: Context): boolean {
  return isLoopbackAddress(socketAddress(c)) && !c.req.header("x-forwarded-for") && !c.req.header("forwarded");
}

/** Whether a listen address keeps the server on this machine (unset means every interface). */
export function listensOnLoopbackOnly(host: string | undefined): boolean {
  return host === "localhost" || isLoopbackAddress(host);
}

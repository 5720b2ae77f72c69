import { normalizeIP } from "@fastify/rate-limit";

const IPV6_CLIENT_PREFIX = 64;

/**
 * The client a request counts against: the IPv4 address, or the IPv6 address's /64 (one home or
 * phone network gets a whole /64). One definition for the rate limits, the connection limit and
 * the sign-in's attempts alike.
 */
export function clientKey(ip: string): string {
  return normalizeIP(ip, IPV6_CLIENT_PREFIX);
}

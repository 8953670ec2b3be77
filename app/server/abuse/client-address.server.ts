// Who is asking: the client's network address, from the connection (or, only with TRUST_PROXY, from
// the X-Forwarded-For entry our own proxy added), and a pseudonymous key of it for the limits.
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address of the client. Without TRUST_PROXY a client-set header is never believed; behind a
 * trusted proxy the last X-Forwarded-For entry is the address that proxy saw (entries further left
 * were written by the client and can be forged).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustProxy: boolean,
) {
  if (trustProxy && forwardedFor) {
    const last = forwardedFor.split(',').at(-1)?.trim();
    if (last && (isIPv4(last) || isIPv6(last))) return normalize(last);
  }
  return socketAddress ? normalize(socketAddress) : 'unknown';
}

function normalize(address: string): string {
  // An IPv4 client seen on a dual-stack socket: ::ffff:203.0.113.7.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}

/**
 * The network a limit counts against: the IPv4 address itself, or the /64 prefix of an IPv6 address
 * (one household or server gets a whole /64, so single IPv6 addresses cost an attacker nothing).
 */
export function clientNetwork(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group || '0', 16) || 0).toString(16))
    .join(':')}::/64`;
}

/**
 * A pseudonymous key for counting requests of one client network for one purpose: the address
 * itself is not stored. (Hashing cannot make an IPv4 address anonymous; the keys live for hours only.)
 */
export function limitKey(purpose: string, address: string): string {
  return `${purpose}:${createHash('sha256')
    .update(`${purpose}\n${clientNetwork(address)}`)
    .digest('hex')
    .slice(0, 32)}`;
}

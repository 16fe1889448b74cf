import "server-only";
import { clientAddress } from "@/lib/server/net/client-address";
import { failureWait, LIMITS, limitRequest, recordFailure, tooManyAttempts } from "@/lib/server/rate-limit";
import { knownDeviceId } from "./device-cookie";

// Throttles password guessing without handing attackers a lockout:
// - every address: 30 attempts per 15 minutes, right or wrong;
// - a browser that signed in to the account before (device cookie): its own
//   10 wrong passwords per 15 minutes, whatever strangers do;
// - anyone else: 5 wrong passwords per account and address, and 20 per
//   account from all strangers together. A flood of guesses from many
//   addresses shuts strangers out of that account for a while; its owner,
//   on their usual browser, signs in at once.
export type LoginThrottle = { recordWrongPassword: () => Promise<void> };

export async function throttleLogin(req: Request, email: string): Promise<LoginThrottle> {
  await limitRequest(req, { scope: "login", perIp: LIMITS.login.perIp });
  const account = email.toLowerCase();
  const deviceId = await knownDeviceId(req, account);
  const counters = deviceId
    ? [{ key: `login:device:${deviceId}`, limit: LIMITS.login.failuresPerDevice }]
    : [
        { key: `login:account-ip:${account}:${clientAddress(req)}`, limit: LIMITS.login.failuresPerAccountAndIp },
        { key: `login:account:${account}`, limit: LIMITS.login.failuresPerAccount },
      ];
  const waits = await Promise.all(counters.map(({ key, limit }) => failureWait(key, limit)));
  const wait = Math.max(...waits);
  if (wait > 0) throw tooManyAttempts(wait);
  return {
    recordWrongPassword: async () => {
      for (const { key, limit } of counters) await recordFailure(key, limit);
    },
  };
}

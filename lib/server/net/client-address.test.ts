import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";
import { runWithPeer, setRequestPeer } from "./peer";

const request = (forwardedFor?: string) =>
  new Request("http://localhost:3000/api/x", { headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });

describe("clientAddress", () => {
  it("uses the socket's address and ignores X-Forwarded-For by default (TRUST_PROXY_HOPS=0)", () => {
    const forged = setRequestPeer(request("1.2.3.4, ::ffff:127.0.0.1"), "203.0.113.9");
    expect(clientAddress(forged, 0)).toBe("203.0.113.9");
  });

  it("takes the Nth entry from the right with N trusted proxies; what the caller wrote further left is ignored", () => {
    // Caller → nginx (appends the caller's address) → app; the socket is nginx.
    const viaOne = setRequestPeer(request("6.6.6.6, 203.0.113.9"), "10.0.0.2");
    expect(clientAddress(viaOne, 1)).toBe("203.0.113.9");
    // Caller → CDN → nginx → app.
    const viaTwo = setRequestPeer(request("6.6.6.6, 203.0.113.9, 198.51.100.4"), "10.0.0.2");
    expect(clientAddress(viaTwo, 2)).toBe("203.0.113.9");
  });

  it("uses the leftmost known hop when the request did not come through every proxy", () => {
    expect(clientAddress(setRequestPeer(request(), "203.0.113.9"), 1)).toBe("203.0.113.9");
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 one", () => {
    expect(clientAddress(setRequestPeer(request(), "::ffff:192.0.2.1"), 0)).toBe("192.0.2.1");
  });

  it("reads the peer the server recorded for the request being handled", async () => {
    const address = await runWithPeer("198.51.100.23", async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return clientAddress(request("9.9.9.9"), 0);
    });
    expect(address).toBe("198.51.100.23");
  });

  it("answers 'unknown' when nothing recorded the socket (never a header the caller chose)", () => {
    expect(clientAddress(request("9.9.9.9"), 0)).toBe("unknown");
  });
});

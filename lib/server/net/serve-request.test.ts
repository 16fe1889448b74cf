import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectConsoleError } from "@/tests/setup";
import { serveRequest } from "./serve-request";

// scripts/server.ts's request wrapper on a real socket, with a stand-in for
// Next's handler that reads the body as Next does.

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>) {
  server = createServer(serveRequest(handle));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

function post(port: number, path: string, body: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request({ port, host: "127.0.0.1", path, method: "POST" }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("serveRequest", () => {
  it("hands Next the API path in lower case and the socket's address", async () => {
    const port = await serve(async (req, res) => {
      const { socketPeer } = await import("./peer");
      res.end(`${req.url} ${socketPeer(new Request("http://x"))} ${await readBody(req)}`);
    });
    expect(await post(port, "/api/Enquiry/CreateEnquiry?Id=A", "{}")).toEqual({
      status: 200,
      text: "/api/enquiry/createenquiry?Id=A 127.0.0.1 {}",
    });
  });

  it("answers 500 and logs the failure when the handler fails", async () => {
    const port = await serve(async () => {
      throw new Error("the disk is full");
    });
    expect((await post(port, "/api/job/createjob", "{}")).status).toBe(500);
    expect(expectConsoleError()[0]?.[1]).toMatchObject({ message: "the disk is full" });
  });

  it("does not log a failure when the caller hangs up halfway through its body", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    let failed!: (error: unknown) => void;
    const handled = new Promise((resolve) => (failed = resolve));
    const port = await serve(async (req) => {
      try {
        await readBody(req);
      } catch (error) {
        failed(error);
        throw error;
      }
    });
    // Promises a body of 1,000 bytes, sends 10 and goes.
    const req = request({
      port,
      host: "127.0.0.1",
      path: "/api/User/Users",
      method: "POST",
      headers: { "content-length": "1000" },
    });
    req.on("error", () => {});
    req.write("0123456789");
    await new Promise((resolve) => setTimeout(resolve, 50));
    req.destroy();
    expect(((await handled) as Error).message).toBe("aborted");
    await vi.waitFor(() =>
      expect(info).toHaveBeenCalledWith("[server] POST /api/user/users: the caller hung up before the answer"),
    );
    info.mockRestore();
    // tests/setup.ts fails the test if console.error was called.
  });
});

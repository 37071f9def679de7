/** ctx.peers building blocks: the system-signed call and its error mapping, the refusing default and the test fake. */
import { describe, expect, it } from "vitest";
import { callAsSystem, noPeers, type PeerFetch } from "./peers.js";
import { fakePeers } from "./testing/harness.js";
import { verifyCaller } from "./viewer.js";

/** A fetch answering `body`, keeping what it was sent. */
function answering(body: unknown, status = 200) {
  const sent: { url: string; headers: Headers; body: unknown }[] = [];
  const fetcher: PeerFetch = async (url, init) => {
    sent.push({ url, headers: new Headers(init.headers as HeadersInit), body: JSON.parse(String(init.body)) });
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  };
  return { fetcher, sent };
}

describe("callAsSystem", () => {
  it("signs the call as the platform and returns the peer's data", async () => {
    const { fetcher, sent } = answering({ data: { programmeMemberships: ["kyouth-2025"] } });
    const data = await callAsSystem<{ programmeMemberships: string[] }>({ url: "http://courses/graphql", fetcher }, "query Q { x }", { userId: "u" });
    expect(data.programmeMemberships).toEqual(["kyouth-2025"]);
    expect(sent[0]!.url).toBe("http://courses/graphql");
    expect(sent[0]!.body).toEqual({ query: "query Q { x }", variables: { userId: "u" } });
    expect(verifyCaller(sent[0]!.headers)).toEqual({ ok: true, caller: { viewer: null, system: true } });
  });

  it("rethrows the peer's first error with its code; unknown codes and bodies that are not GraphQL become INTERNAL_SERVER_ERROR", async () => {
    await expect(callAsSystem({ url: "u", fetcher: answering({ errors: [{ message: "No", extensions: { code: "FORBIDDEN" } }] }).fetcher }, "{ x }")).rejects.toMatchObject({
      message: "No",
      extensions: { code: "FORBIDDEN" },
    });
    await expect(callAsSystem({ url: "u", fetcher: answering({ errors: [{ message: "odd", extensions: { code: "WEIRD" } }] }).fetcher }, "{ x }")).rejects.toMatchObject({
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    await expect(callAsSystem({ url: "u", fetcher: answering("<html>bad gateway</html>", 502).fetcher }, "{ x }")).rejects.toMatchObject({
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  });
});

describe("test peers", () => {
  it("noPeers refuses every call, naming the subgraph asked", async () => {
    await expect(noPeers().ask("courses", "{ x }")).rejects.toThrow(/no peers in this test \(asked courses\)/);
  });

  it("fakePeers answers from its handlers, records the calls and refuses subgraphs it has no handler for", async () => {
    const peers = fakePeers({ courses: (_, v) => ({ programmeMemberships: v.userId === "member" ? ["kyouth-2025"] : [] }) });
    expect(await peers.ask("courses", "{ q }", { userId: "member" })).toEqual({ programmeMemberships: ["kyouth-2025"] });
    expect(await peers.ask("courses", "{ q }", { userId: "other" })).toEqual({ programmeMemberships: [] });
    expect(peers.calls.map((c) => c.variables.userId)).toEqual(["member", "other"]);
    await expect(peers.ask("talent", "{ q }")).rejects.toThrow(/no fake for peer talent/);
  });
});

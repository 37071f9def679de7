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
    return new Response(typeof body === "string" ? body : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetcher, sent };
}

describe("callAsSystem", () => {
  it("signs the call as the platform and returns the peer's data", async () => {
    const { fetcher, sent } = answering({ data: { programmeMemberships: ["kyouth-2025"] } });
    const data = await callAsSystem<{ programmeMemberships: string[] }>(
      { service: "courses", url: "http://courses/graphql", fetcher },
      "query Q { x }",
      { userId: "u" },
    );
    expect(data.programmeMemberships).toEqual(["kyouth-2025"]);
    expect(sent[0]!.url).toBe("http://courses/graphql");
    expect(sent[0]!.body).toEqual({ query: "query Q { x }", variables: { userId: "u" } });
    expect(verifyCaller(sent[0]!.headers)).toEqual({ ok: true, caller: { viewer: null, system: true } });
  });

  it("rethrows the peer's first error with its code; unknown codes become INTERNAL_SERVER_ERROR", async () => {
    await expect(
      callAsSystem(
        { service: "courses", url: "u", fetcher: answering({ errors: [{ message: "No", extensions: { code: "FORBIDDEN" } }] }).fetcher },
        "{ x }",
      ),
    ).rejects.toMatchObject({
      message: "No",
      extensions: { code: "FORBIDDEN" },
    });
    await expect(
      callAsSystem(
        { service: "courses", url: "u", fetcher: answering({ errors: [{ message: "odd", extensions: { code: "WEIRD" } }] }).fetcher },
        "{ x }",
      ),
    ).rejects.toMatchObject({
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
  });

  it("keeps what a client acts on when the peer is itself waiting on something (its database down)", async () => {
    const answer = {
      errors: [
        {
          message: "The database service is unavailable right now.",
          extensions: { code: "SERVICE_UNAVAILABLE", service: "database", retryable: true },
        },
      ],
    };
    for (const status of [200, 503]) {
      await expect(
        callAsSystem({ service: "courses", url: "u", fetcher: answering(answer, status).fetcher }, "{ x }"),
      ).rejects.toMatchObject({
        extensions: { code: "SERVICE_UNAVAILABLE", service: "database", retryable: true },
      });
    }
  });

  /** What the caller is told, serialized as a client would get it. */
  async function failureOf(fetcher: PeerFetch): Promise<{ message: string; extensions: Record<string, unknown> }> {
    const err = await callAsSystem({ service: "talent", url: "http://10.1.2.3:4102/graphql", fetcher }, "{ x }").then(
      () => expect.fail("the call should fail"),
      (e: unknown) => e as { message: string; extensions: Record<string, unknown> },
    );
    return { message: err.message, extensions: err.extensions };
  }

  const unavailable = { code: "SERVICE_UNAVAILABLE", service: "talent", retryable: true };
  const refused = Object.assign(new TypeError("fetch failed"), {
    cause: Object.assign(new Error("connect ECONNREFUSED 10.1.2.3:4102"), { code: "ECONNREFUSED" }),
  });

  it.each<[string, PeerFetch]>([
    ["refuses the connection", async () => Promise.reject(refused)],
    [
      "resets it",
      async () =>
        Promise.reject(
          Object.assign(new TypeError("fetch failed"), { cause: Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }) }),
        ),
    ],
    ["times out", async () => Promise.reject(new DOMException("The operation was aborted due to timeout", "TimeoutError"))],
    ["throws in this process", async () => Promise.reject(new Error("in-process subgraph blew up"))],
    ["answers an HTML 502", answering("<html>bad gateway at 10.1.2.3</html>", 502).fetcher],
    [
      "answers a bare 500 (its server threw outside GraphQL)",
      answering({ errors: [{ message: "Something went wrong", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }, 500).fetcher,
    ],
    ["answers 200 with something that is not GraphQL", answering({ hello: "world" }).fetcher],
  ])("a peer that %s is SERVICE_UNAVAILABLE naming the peer, never its address", async (_, fetcher) => {
    const failure = await failureOf(fetcher);
    expect(failure.extensions).toEqual(unavailable);
    expect(JSON.stringify(failure)).not.toMatch(/10\.1\.2\.3|4102|ECONN|fetch failed|html/i);
  });

  it("a 4xx without a GraphQL body is an internal error (retrying the same call would not help)", async () => {
    const failure = await failureOf(answering("Not Found", 404).fetcher);
    expect(failure.extensions).toEqual({ code: "INTERNAL_SERVER_ERROR" });
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

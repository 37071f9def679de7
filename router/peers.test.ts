/**
 * Subgraphs asking each other (ctx.peers, subgraphs/shared/peers.ts) with the router in both modes: the forum
 * subgraph's own peers reach the courses subgraph as the platform (in this process, or over HTTP in split mode), see
 * what the router's mutations wrote, and carry the peer's error codes back. The internal field stays out of the
 * public API.
 */
import diagnostics from "node:diagnostics_channel";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEMO_ACCOUNTS } from "../subgraphs/shared/demo-accounts.js";
import type { Peers } from "../subgraphs/shared/peers.js";
import type { SubgraphDefinition } from "../subgraphs/shared/server.js";
import { SUBGRAPH_DEFINITIONS } from "../subgraphs/registry.js";
import { kyouth2025Answers, logIn, ROUTER_MODES, routerSuite } from "./testing.js";

const student = DEMO_ACCOUNTS.find((a) => a.roles.includes("STUDENT"))!;
const courseAdmin = DEMO_ACCOUNTS.find((a) => a.roles.includes("COURSE_ADMIN"))!;

const MEMBERSHIPS = `query($userId: ID!) { programmeMemberships(userId: $userId) }`;
const APPLY = `mutation($answers: [ApplicationAnswerInput!]!) { applyToProgramme(programmeId: "kyouth-2025", answers: $answers) { id status } }`;
const MOVE = `mutation($id: ID!, $to: ApplicationStatus!) { moveApplication(id: $id, to: $to) { status } }`;
const answers = kyouth2025Answers({ fullName: "Lim Mei Ling" });

describe.each(ROUTER_MODES)("subgraphs asking peers (%s)", (mode) => {
  /** The forum subgraph, started as usual but keeping the peers its requests' contexts received. */
  const seen: Peers[] = [];
  const definitions = SUBGRAPH_DEFINITIONS.map((def): SubgraphDefinition =>
    def.name === "forum" ? { ...def, context: (base) => (seen.push(base.peers), def.context(base)) } : def,
  );
  const router = routerSuite(mode, undefined, { definitions });

  afterEach(() => vi.restoreAllMocks());

  /** The peers of a real forum request through the router. */
  async function forumPeers(): Promise<Peers> {
    const learner = await logIn(router.url, student.email);
    const r = await learner.graphql(`{ forumTags { items { id } } }`);
    expect(r.json.errors).toBeUndefined();
    expect(seen.length).toBeGreaterThan(0);
    return seen.at(-1)!;
  }

  it("forum asks courses for a person's programme memberships and sees an acceptance made through the router", async () => {
    const peers = await forumPeers();
    const before = await peers.ask<{ programmeMemberships: string[] }>("courses", MEMBERSHIPS, { userId: student.id });
    expect(before.programmeMemberships).not.toContain("kyouth-2025");

    const learner = await logIn(router.url, student.email);
    const applied = await learner.graphql<{ applyToProgramme: { id: string } }>(APPLY, { answers });
    expect(applied.json.errors).toBeUndefined();
    const id = applied.json.data!.applyToProgramme.id;
    const admin = await logIn(router.url, courseAdmin.email);
    for (const to of ["ONLINE_ASSESSMENT", "INTERVIEW", "OFFERED"])
      expect((await admin.graphql(MOVE, { id, to })).json.errors).toBeUndefined();
    expect((await learner.graphql(`mutation($id: ID!) { acceptOffer(id: $id) { status } }`, { id })).json.errors).toBeUndefined();

    // Every HTTP request this process sends (undici's, and fetch's, which is undici too) is announced on this channel.
    const sent: string[] = [];
    const onRequest = (message: unknown) => sent.push(String((message as { request: { origin: string } }).request.origin));
    diagnostics.subscribe("undici:request:create", onRequest);
    let after: { programmeMemberships: string[] };
    try {
      after = await peers.ask<{ programmeMemberships: string[] }>("courses", MEMBERSHIPS, { userId: student.id });
    } finally {
      diagnostics.unsubscribe("undici:request:create", onRequest);
    }
    expect(after.programmeMemberships).toContain("kyouth-2025");
    // Split mode goes over the network to the courses subgraph's port; in one process nothing leaves it.
    expect(sent).toHaveLength(mode === "http" ? 1 : 0);
  });

  it("carries the peer's error code back (a person-only field asked as the platform is UNAUTHENTICATED)", async () => {
    const peers = await forumPeers();
    await expect(peers.ask("courses", `{ myApplications { id } }`)).rejects.toMatchObject({ extensions: { code: "UNAUTHENTICATED" } });
  });

  it("keeps the internal field out of the public API", async () => {
    const learner = await logIn(router.url, student.email);
    const r = await learner.graphql(MEMBERSHIPS, { userId: student.id });
    expect(r.json.data ?? null).toBeNull();
    expect(r.json.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});

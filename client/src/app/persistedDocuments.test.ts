import { describe, expect, it } from "vitest";
import { ApolloClient, HttpLink } from "@apollo/client";
import { AcceptOfferDocument, FeaturedCoursesDocument } from "../__generated__/graphql";
import ids from "../__generated__/persisted-document-ids.json";
import { createCache } from "./apollo";
import { persistedDocumentsLink } from "./persistedDocuments";

interface Sent {
  method: string;
  url: URL;
  body: Record<string, unknown> | null;
}

/** A client over the link a real build uses, whose requests are recorded and answered with empty data. */
function recordingClient() {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      method: init?.method ?? "GET",
      url: new URL(String(input)),
      body: typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    });
    return new Response(JSON.stringify({ data: null }), { headers: { "content-type": "application/json" } });
  };
  const client = new ApolloClient({
    link: persistedDocumentsLink().concat(new HttpLink({ uri: "http://localhost/graphql", fetch })),
    cache: createCache(),
  });
  return { client, sent };
}

describe("the persisted documents link", () => {
  it("sends a query as GET with its manifest id and without its text", async () => {
    const { client, sent } = recordingClient();
    await client.query({ query: FeaturedCoursesDocument, fetchPolicy: "no-cache" }).catch(() => undefined);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe("GET");
    expect(request!.url.searchParams.get("operationName")).toBe("FeaturedCourses");
    expect(request!.url.searchParams.has("query")).toBe(false);
    expect(JSON.parse(request!.url.searchParams.get("extensions") ?? "{}")).toMatchObject({
      persistedQuery: { version: 1, sha256Hash: ids.FeaturedCourses },
    });
    expect(ids.FeaturedCourses).toMatch(/^[0-9a-f]{64}$/);
  });

  it("sends a mutation as POST with its manifest id and without its text", async () => {
    const { client, sent } = recordingClient();
    await client.mutate({ mutation: AcceptOfferDocument, variables: { id: "a1" }, fetchPolicy: "no-cache" }).catch(() => undefined);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe("POST");
    expect(request!.body).not.toHaveProperty("query");
    expect(request!.body).toMatchObject({
      operationName: "AcceptOffer",
      variables: { id: "a1" },
      extensions: { persistedQuery: { version: 1, sha256Hash: ids.AcceptOffer } },
    });
  });
});

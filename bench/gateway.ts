/**
 * The stock comparison: a plain Apollo Server with @apollo/gateway and its default RemoteGraphQLDataSource in front
 * of the same split-mode subgraphs, on PORT. The only addition is forwarding the signed caller headers the load
 * generator sends (the subgraphs refuse unsigned calls); it looks up no session and signs nothing, so it does less
 * than our router does per request.
 */
import { ApolloServer } from "@apollo/server";
import { startStandaloneServer } from "@apollo/server/standalone";
import { ApolloGateway, RemoteGraphQLDataSource } from "@apollo/gateway";
import fs from "node:fs";
import path from "node:path";
import { schemaDir, subgraphUrl } from "../schema/subgraphs.js";
import { SIGNATURE_HEADER, VIEWER_HEADER } from "../subgraphs/shared/viewer.js";

type Forwarded = { headers?: Record<string, string | undefined> };

class ForwardingDataSource extends RemoteGraphQLDataSource<Forwarded> {
  override willSendRequest({ request, context }: Parameters<NonNullable<RemoteGraphQLDataSource<Forwarded>["willSendRequest"]>>[0]) {
    for (const name of [VIEWER_HEADER, SIGNATURE_HEADER]) {
      const value = (context as Forwarded).headers?.[name];
      if (value) request.http?.headers.set(name, value);
    }
  }
}

const supergraphSdl = fs.readFileSync(path.join(schemaDir, "supergraph.graphql"), "utf8");
const gateway = new ApolloGateway({
  supergraphSdl,
  buildService: ({ name }) => new ForwardingDataSource({ url: subgraphUrl(name) }),
});
const server = new ApolloServer({ gateway });
const { url } = await startStandaloneServer(server, {
  listen: { port: Number(process.env.PORT ?? 4200), host: "127.0.0.1" },
  context: async ({ req }) => ({
    headers: { [VIEWER_HEADER]: req.headers[VIEWER_HEADER] as string, [SIGNATURE_HEADER]: req.headers[SIGNATURE_HEADER] as string },
  }),
});
console.log(`stock gateway on ${url}`);

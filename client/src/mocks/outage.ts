/**
 * Service outages in the mock backend, served the way the router serves them: while a subgraph is down, every field it
 * resolves fails with SERVICE_UNAVAILABLE naming it, graphql-js nulls the nearest nullable field around it (as the
 * gateway does under the supergraph's nullability) and the rest of the answer is served. Which subgraph resolves a field
 * is read from the subgraph schemas: the one that defines it (a field several define, such as an entity's key, belongs
 * to none). Tests switch a service off with setMockServiceDown; resetMockBackend switches every service back on.
 */
import { GraphQLError, GraphQLObjectType, Kind, defaultFieldResolver, parse, type GraphQLSchema } from "graphql";
import coursesSdl from "../../../schema/courses.graphql?raw";
import talentSdl from "../../../schema/talent.graphql?raw";
import jobsSdl from "../../../schema/jobs.graphql?raw";
import forumSdl from "../../../schema/forum.graphql?raw";
import eventsSdl from "../../../schema/events.graphql?raw";

const SUBGRAPH_SDL = { courses: coursesSdl, talent: talentSdl, jobs: jobsSdl, forum: forumSdl, events: eventsSdl };
export type MockService = keyof typeof SUBGRAPH_SDL;

const down = new Set<MockService>();

export function setMockServiceDown(service: MockService, isDown = true): void {
  if (isDown) down.add(service);
  else down.delete(service);
}

export function resetMockOutages(): void {
  down.clear();
}

/** As the router words it (subgraphs/shared/errors.ts serviceUnavailable). */
const serviceUnavailable = (service: MockService) =>
  new GraphQLError(`The ${service} service is unavailable right now. Please try again shortly.`, {
    extensions: { code: "SERVICE_UNAVAILABLE", service, retryable: true },
  });

/** `Type.field` → the one subgraph that defines it. */
function fieldOwners(): Map<string, MockService> {
  const definedBy = new Map<string, Set<MockService>>();
  for (const [service, sdl] of Object.entries(SUBGRAPH_SDL) as [MockService, string][]) {
    for (const def of parse(sdl).definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      for (const field of def.fields ?? []) {
        const key = `${def.name.value}.${field.name.value}`;
        definedBy.set(key, (definedBy.get(key) ?? new Set()).add(service));
      }
    }
  }
  return new Map([...definedBy].flatMap(([key, services]) => (services.size === 1 ? [[key, [...services][0]!] as const] : [])));
}

/** Makes every field of `schema` fail while the subgraph that resolves it is down (in place; returns `schema`). */
export function withOutages(schema: GraphQLSchema): GraphQLSchema {
  const owners = fieldOwners();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const owner = owners.get(`${type.name}.${field.name}`);
      if (!owner) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        if (down.has(owner)) throw serviceUnavailable(owner);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}

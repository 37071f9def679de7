/**
 * Test helpers around the MSW GraphQL handler: record which operations the client sends (to prove something was or
 * was not refetched), or answer one operation with a GraphQL error as the server would.
 */
import { http, HttpResponse } from "msw";
import { server } from "../mocks/node";

interface Sent {
  operationName?: string;
  variables?: Record<string, unknown>;
}

/** Every operation sent from now on, in order (the real mock answers them). */
export function recordOperations(): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.post("*/graphql", async ({ request }) => {
      sent.push((await request.clone().json()) as Sent);
      return undefined;
    }),
  );
  return sent;
}

export const countOf = (sent: Sent[], operationName: string) => sent.filter((s) => s.operationName === operationName).length;

/** Answers `operationName` with a GraphQL error (`code` in its extensions) instead of the mock. */
export function failOperationWith(operationName: string, message: string, code: string) {
  server.use(
    http.post("*/graphql", async ({ request }) => {
      const body = (await request.clone().json()) as Sent;
      return body.operationName === operationName
        ? HttpResponse.json({ errors: [{ message, extensions: { code } }], data: null })
        : undefined;
    }),
  );
}

/**
 * The load generator, in its own process (forked by run.ts, so its work is never counted against the stack): sends
 * one operation with autocannon for a while at a number of connections and answers with the latency percentiles,
 * throughput and any failed answers (non-2xx or a GraphQL error).
 */
import autocannon from "autocannon";

export interface LoadRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  connections: number;
  durationSeconds: number;
}
export interface LoadResult {
  p50: number;
  p95: number;
  p99: number;
  requestsPerSecond: number;
  requests: number;
  failures: number;
  firstFailure?: string;
}

async function run(req: LoadRequest): Promise<LoadResult> {
  let failures = 0;
  let firstFailure: string | undefined;
  const latencies: number[] = [];
  const result = await autocannon({
    url: req.url,
    method: "POST",
    headers: { "content-type": "application/json", ...req.headers },
    body: req.body,
    connections: req.connections,
    duration: req.durationSeconds,
    // An answer with errors is a failure even with status 200 (GraphQL's way).
    setupClient: (client) => {
      client.on("response", (_status: number, _bytes: number, ms: number) => void latencies.push(ms));
      client.on("body", (body: Buffer) => {
        const text = body.toString();
        if (text.includes('"errors"')) {
          failures++;
          firstFailure ??= text.slice(0, 300);
        }
      });
    },
  });
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    failures: failures + result.non2xx + result.errors,
    firstFailure,
  };
}

process.on("message", (req: LoadRequest) => {
  run(req).then(
    (r) => process.send!(r, () => process.exit(0)),
    (err: Error) => process.send!({ error: err.message }, () => process.exit(1)),
  );
});

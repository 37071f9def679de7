import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "./db.js";
import { startJobs, type ScheduledJob } from "./jobs.js";

const db = {} as Db;
const EVERY = 60_000;

beforeEach(() => void vi.useFakeTimers({ now: new Date("2026-09-01T00:00:00Z") }));
afterEach(() => void vi.useRealTimers());

function counting(run: (n: number) => Promise<unknown> = async () => undefined) {
  const calls: Date[] = [];
  const job: ScheduledJob = { name: "count", everyMs: EVERY, run: (_db, now) => (calls.push(now), run(calls.length)) };
  return { job, calls };
}

describe("job runner", () => {
  it("runs each job at start and then every everyMs, with the clock of each run", async () => {
    const { job, calls } = counting();
    const runner = startJobs([job], db);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(EVERY - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(calls.map((d) => d.toISOString())).toEqual(["2026-09-01T00:00:00.000Z", "2026-09-01T00:01:00.000Z", "2026-09-01T00:02:00.000Z"]);
    await runner.stop();
  });

  it("times the next run from the end of the previous one, so runs never overlap", async () => {
    let release!: () => void;
    const { job, calls } = counting((n) => (n === 1 ? new Promise<void>((r) => (release = r)) : Promise.resolve()));
    const runner = startJobs([job], db);
    await vi.advanceTimersByTimeAsync(3 * EVERY);
    expect(calls).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(calls).toHaveLength(2);
    await runner.stop();
  });

  it("stop cancels later runs and waits for the run in flight", async () => {
    let release!: () => void;
    let finished = false;
    const { job, calls } = counting(() => new Promise<void>((r) => (release = r)).then(() => void (finished = true)));
    const runner = startJobs([job], db);
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * EVERY);
    expect(calls).toHaveLength(1);
  });

  it("logs a failing run and keeps the schedule", async () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    const failure = new Error("database away");
    const { job, calls } = counting((n) => (n === 1 ? Promise.reject(failure) : Promise.resolve()));
    const runner = startJobs([job], db, { log });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith({ job: "count", err: failure }, "job count failed");
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(calls).toHaveLength(2);
    expect(log.error).toHaveBeenCalledTimes(1);
    await runner.stop();
  });

  it("a run that lost the database is one warning line (the driver's words, no SQL, no stack) and the next turn runs", async () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    // As drizzle reports it: its own error (with the SQL) around the driver's.
    const lost = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    const failure = new Error('Failed query: select "id" from "courses"."isa_agreements"\nparams: ', { cause: lost });
    const { job, calls } = counting((n) => (n === 1 ? Promise.reject(failure) : Promise.resolve()));
    const runner = startJobs([job], db, { log });
    await vi.advanceTimersByTimeAsync(0);
    expect(log.warn).toHaveBeenCalledWith(
      { job: "count", reason: "terminating connection due to administrator command (57P01)" },
      "job count failed: the database is unreachable; it runs again at its next turn",
    );
    expect(log.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(calls).toHaveLength(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    await runner.stop();
  });

  it("runs several jobs independently and refuses a non-positive interval", async () => {
    const a = counting();
    const bCalls: Date[] = [];
    const b: ScheduledJob = { name: "b", everyMs: 2 * EVERY, run: async (_db, now) => void bCalls.push(now) };
    const runner = startJobs([a.job, b], db);
    await vi.advanceTimersByTimeAsync(2 * EVERY);
    expect([a.calls.length, bCalls.length]).toEqual([3, 2]);
    await runner.stop();
    expect(() => startJobs([{ name: "bad", everyMs: 0, run: async () => undefined }], db)).toThrow(RangeError);
  });
});

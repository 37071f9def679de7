/**
 * Scheduled jobs a subgraph declares (SubgraphDefinition.jobs), for example the courses subgraph's hourly ISA
 * statements. The runner runs each job once at start (catching up after downtime) and then every `everyMs`, timed
 * from the end of the previous run so runs of one job never overlap. A failing run is logged and the schedule goes on:
 * a run that could not reach the database (PostgreSQL restarting) is one warning line, and its next turn tries again.
 * Jobs must be safe to run concurrently from several processes (split mode, several instances): the runner does not
 * coordinate across processes.
 */
import { connectionFailureSummary, type Db } from "./db.js";
import { isConnectionFailure } from "./errors.js";
import { log as processLog } from "./log.js";

export interface ScheduledJob {
  /** Shown in logs. */
  name: string;
  /** Pause between the end of one run and the start of the next, in milliseconds. */
  everyMs: number;
  run(db: Db, now: Date): Promise<unknown>;
}

export interface JobRunnerOptions {
  /** Clock handed to each run; tests inject it. */
  now?: () => Date;
  /** Where failures are reported (default: the process logger): a lost database as a warning, anything else as an error. */
  log?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface JobRunner {
  /** Cancels the next runs and waits for runs in flight, so the database can be closed afterwards. */
  stop(): Promise<void>;
}

export function startJobs(jobs: readonly ScheduledJob[], db: Db, opts: JobRunnerOptions = {}): JobRunner {
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? processLog;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;

  const runOnce = (job: ScheduledJob) => {
    const running = (async () => {
      try {
        await job.run(db, now());
      } catch (err) {
        // An outage is not the job's fault and needs no stack: the next turn is the retry.
        if (isConnectionFailure(err))
          log.warn(
            { job: job.name, reason: connectionFailureSummary(err) },
            `job ${job.name} failed: the database is unreachable; it runs again at its next turn`,
          );
        else log.error({ job: job.name, err }, `job ${job.name} failed`);
      }
    })();
    inFlight.add(running);
    void running.then(() => {
      inFlight.delete(running);
      schedule(job);
    });
  };
  const schedule = (job: ScheduledJob) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      runOnce(job);
    }, job.everyMs);
    // A pending job must not keep a process alive that has nothing else to do.
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) {
    if (!(job.everyMs > 0)) throw new RangeError(`job ${job.name}: everyMs must be positive`);
    runOnce(job);
  }
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}

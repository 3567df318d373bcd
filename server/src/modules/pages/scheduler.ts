import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../../db/errors.ts';
import type { Releases } from './releases.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled publishes (tests run a check with `runNow`). */
    scheduler: PublishScheduler;
  }
}

export type PublishScheduler = ReturnType<typeof startPublishScheduler>;

/**
 * Looks every `pollMs` for scheduled publishes whose time has come and makes them live
 * (releases.publishDue: exactly once across server copies). A database that is down makes a tick
 * fail; the next tick after it is back publishes what fell due meanwhile, once.
 */
export function startPublishScheduler(releases: Pick<Releases, 'publishDue'>, log: FastifyBaseLogger, pollMs: number) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const tick = async () => {
    try {
      const published = await releases.publishDue();
      if (published.length > 0) log.info({ pages: published }, 'scheduled publish');
    } catch (error) {
      const reason = isDatabaseUnavailable(error) ? 'database unavailable' : (error as Error).message;
      log.warn({ reason }, 'scheduled publishes not checked; trying again');
    }
  };

  return {
    start() {
      timer = setInterval(() => {
        running ??= tick().finally(() => {
          running = undefined;
        });
      }, pollMs);
      timer.unref();
    },
    /** Runs one check now (tests), waiting for one already under way. */
    async runNow() {
      await running;
      await tick();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

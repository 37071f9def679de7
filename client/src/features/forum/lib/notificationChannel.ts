/**
 * Tells the app's other tabs that the viewer's forum notifications changed (a read mark, all read), so their badge
 * and list re-read at once instead of at their next poll. BroadcastChannel, same origin only; where a browser lacks
 * it the channel does nothing and the other tabs catch up at their next poll (within 5 seconds).
 *
 * A message names the Apollo client that sent it: a client ignores its own (it updated its cache already), while
 * other clients — other tabs, or a second client mounted in the same document by a test — re-read.
 */
export const NOTIFICATION_CHANNEL_NAME = "talentforge.forum-notifications";

export interface NotificationsChangedMessage {
  kind: "forum-notifications-changed";
  /** The sending client's id (see `clientId`). */
  from: string;
}

export interface NotificationChannel {
  /** Tells the other listeners. */
  announce(from: string): void;
  /** Calls `onChange` for every message from another sender; returns the unsubscribe. */
  listen(self: string, onChange: () => void): () => void;
  close(): void;
}

type ChannelFactory = (name: string) => BroadcastChannel | null;
const browserChannel: ChannelFactory = (name) => (typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(name));

const isMessage = (data: unknown): data is NotificationsChangedMessage =>
  typeof data === "object" && data !== null && (data as { kind?: unknown }).kind === "forum-notifications-changed";

/** A channel; `create` is injectable for tests (null: the do-nothing fallback). */
export function openNotificationChannel(create: ChannelFactory = browserChannel): NotificationChannel {
  let channel: BroadcastChannel | null;
  try {
    channel = create(NOTIFICATION_CHANNEL_NAME);
  } catch {
    channel = null; // a browser that forbids it (some private modes): behave as if it were missing
  }
  if (!channel) return { announce: () => undefined, listen: () => () => undefined, close: () => undefined };
  const open = channel;
  return {
    announce: (from) => open.postMessage({ kind: "forum-notifications-changed", from } satisfies NotificationsChangedMessage),
    listen: (self, onChange) => {
      const handler = (event: MessageEvent) => {
        if (isMessage(event.data) && event.data.from !== self) onChange();
      };
      open.addEventListener("message", handler);
      return () => open.removeEventListener("message", handler);
    },
    close: () => open.close(),
  };
}

const ids = new WeakMap<object, string>();
/** A stable random id per Apollo client (per tab in the app). */
export function clientId(client: object): string {
  let id = ids.get(client);
  if (!id) {
    id = globalThis.crypto.randomUUID();
    ids.set(client, id);
  }
  return id;
}

/** The channel each client uses, opened while something listens (the header's bell) and closed after the last. */
const retained = new WeakMap<object, { channel: NotificationChannel; users: number }>();

/** Opens (or shares) `client`'s channel and listens on it; the returned function stops listening. */
export function listenForNotificationChanges(client: object, onChange: () => void, create?: ChannelFactory): () => void {
  const entry = retained.get(client) ?? { channel: openNotificationChannel(create), users: 0 };
  entry.users += 1;
  retained.set(client, entry);
  const stop = entry.channel.listen(clientId(client), onChange);
  return () => {
    stop();
    entry.users -= 1;
    if (entry.users === 0) {
      entry.channel.close();
      retained.delete(client);
    }
  };
}

/** Tells the other tabs after a read mark; nothing to do when no channel is open (nobody shows a badge here). */
export function announceNotificationChanges(client: object): void {
  retained.get(client)?.channel.announce(clientId(client));
}

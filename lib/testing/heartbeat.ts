// A heartbeat on the event loop, as a server's sockets are polled: it beats once per turn, so it
// beats only when the work beside it lets go of the thread. Tests count its beats to prove that
// bulk work gives turns back (on SQLite the driver answers without one).

export interface Heartbeat {
  /** The beats so far */
  readonly beats: number;
  stop(): void;
}

export function heartbeat(): Heartbeat {
  let beats = 0;
  let beating = true;
  const beat = () => {
    beats++;
    if (beating) setImmediate(beat);
  };
  setImmediate(beat);
  return {
    get beats() {
      return beats;
    },
    stop() {
      beating = false;
    },
  };
}

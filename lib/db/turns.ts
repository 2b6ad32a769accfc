// The steps of every bulk job of the server's thread (a download's PDF or page of rows, an
// export's batch of rows), one at a time, each started on a turn of the event loop of its own:
// ten downloads or exports at once hold a request back by one step, not ten (each job goes slower;
// the server answers as fast as with one). One at a time, not only one per turn: on PostgreSQL a
// step waits for its rows, and two steps whose rows came back together would run back to back; on
// SQLite the driver is synchronous, and the turns (setImmediate) of three jobs would otherwise
// fall in the same check phase of the event loop and run their reads back to back.
//
// Between two steps the thread is left to everything else for REST_MS, counted from the end of the
// stretch that follows a step (its job's work on what the step returned: a batch written as CSV, a
// PDF added to the ZIP, all in the promise callbacks that run before any other turn). A request's
// answer takes many turns of the event loop (each layer's callback, each I/O); given one turn
// between two steps, each of those waited a whole step: `/index` waited 160–210 ms behind one
// enquiry export at vendor size, steps of ~18 ms. A rest of a few milliseconds lets such a chain
// run to its end, and costs a job that much per step.
const waitingSteps: (() => void)[] = [];
let stepRunning = false;

/** The rest between two steps, in milliseconds (docs/PERFORMANCE.md, "Exports and the requests' turns"). */
const REST_MS = 2;

function startNextStep(): void {
  const next = waitingSteps.shift();
  stepRunning = next !== undefined;
  next?.();
}

/** Waits for a step's turn; resolves with the function that ends the step (call it once done). */
export function stepTurn(): Promise<() => void> {
  return new Promise((resolve) => {
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      // setImmediate first: the step's stretch (promise callbacks) is over when it runs.
      setImmediate(() => setTimeout(startNextStep, REST_MS));
    };
    waitingSteps.push(() => resolve(end));
    if (!stepRunning) {
      stepRunning = true;
      setImmediate(startNextStep);
    }
  });
}

/** `step` run in its turn (see above), the turn ended however it ends. */
export async function inTurn<T>(step: () => Promise<T>): Promise<T> {
  const end = await stepTurn();
  try {
    return await step();
  } finally {
    end();
  }
}

/** Lets every other request in before the next step (a timer-free macrotask turn, in line with every job's steps). */
export async function yieldToEventLoop(): Promise<void> {
  (await stepTurn())();
}

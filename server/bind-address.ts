// The address the server listens on. Next.js' standalone server.js listens on process.env.HOSTNAME
// (every interface when unset); this layer sets it before server.js runs, whoever starts it
// (npm start, the image, a bare `node -r ./server-preload.cjs server.js`):
// - HOSTNAME_BIND, when set, in every mode (login shells set HOSTNAME to the machine's name,
//   hence a name of our own);
// - production: HOSTNAME as given (the image sets 0.0.0.0), else every interface, as Next.js does;
// - demo: loopback only. The demo's accounts and their password are published in the README, so
//   a demo reachable from the network is a back office anyone there can open.
import type { LogLine } from './log-line';

export const DEMO_ADDRESS = '127.0.0.1';

export interface BindChoice {
  address: string;
  /** The log line's message: why this address, and how to change it. */
  msg: string;
}

export function chooseBindAddress(env: NodeJS.ProcessEnv): BindChoice {
  const chosen = env.HOSTNAME_BIND?.trim();
  if (chosen) return { address: chosen, msg: `listening on ${chosen} (HOSTNAME_BIND)` };
  if (env.APP_ENV === 'production') {
    const address = env.HOSTNAME || '0.0.0.0';
    return {
      address,
      msg: `listening on ${address} (${env.HOSTNAME ? 'HOSTNAME' : 'every interface'}; HOSTNAME_BIND sets another address)`,
    };
  }
  return {
    address: DEMO_ADDRESS,
    msg: `demo mode listens on ${DEMO_ADDRESS} only, because its accounts are published: set HOSTNAME_BIND=0.0.0.0 to open it to the network`,
  };
}

/** Sets HOSTNAME for server.js and says where it will listen, in one line. */
export function applyBindAddress(env: NodeJS.ProcessEnv, log: LogLine): void {
  const { address, msg } = chooseBindAddress(env);
  env.HOSTNAME = address;
  log('info', 'server.bind', msg, { address, port: Number(env.PORT) || 3000 });
}

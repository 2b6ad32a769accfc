// The argon2id parameters of every password hash the service stores: 12 MiB, three passes, one
// lane, one of the settings OWASP's Password Storage Cheat Sheet lists as equivalent (m=19456 KiB
// with t=2 is another, which this service used first). This one holds 7 MiB less per run at the
// same cost in time, and the runs' memory is the server's peak while sign-ins arrive
// (docs/PERFORMANCE.md). A stored hash carries its own parameters, so one made with the other
// setting still verifies. Pure constants: the e2e fixtures that write accounts use them too.
// `Algorithm` is a const enum in @node-rs/argon2's types; 2 is Argon2id.
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 12288, timeCost: 3, parallelism: 1 } as const;

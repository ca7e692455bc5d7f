// A bench's client side in a process of its own (the counterpart of load-generator.mjs for clients
// that are not autocannon: the CAT sessions, the class of candidates): it receives
// `{ module, name, data }` over IPC, runs `module`'s export `name` with `data` (plain data: it
// crossed a process boundary), and sends back what it resolved to.
process.once('message', async ({ module, name, data }) => {
  try {
    const client = await import(module);
    const result = await client[name](data);
    process.send({ result }, () => process.exit(0));
  } catch (error) {
    process.send(
      { error: error instanceof Error ? (error.stack ?? error.message) : String(error) },
      () => process.exit(0),
    );
  }
});

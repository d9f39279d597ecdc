import { startServer } from './main';

const { close } = await startServer();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void close().finally(() => process.exit(0));
  });
}

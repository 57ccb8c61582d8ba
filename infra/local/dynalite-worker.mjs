// dynalite on its own thread, so the laptop's second core serves the database while the first
// runs the handlers. Plain JavaScript: it loads without the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import dynalite from 'dynalite';

const server = dynalite({
  ...(workerData.path ? { path: workerData.path } : {}),
  createTableMs: 0,
  deleteTableMs: 0,
  updateTableMs: 0,
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  server.closeAllConnections();
  server.close(() => parentPort.postMessage('stopped'));
});

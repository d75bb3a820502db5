// The baseline of bench:api: bare Fastify routes answering fixed JSON documents (the files given
// as arguments, served at /bare/0, /bare/1, …), in a process of their own like the real server.
import fs from 'node:fs';
import Fastify from 'fastify';

const app = Fastify();
for (const [i, file] of process.argv.slice(2).entries()) {
  const fixed = JSON.parse(fs.readFileSync(file, 'utf8'));
  app.get(
    `/bare/${i}`,
    { schema: { response: { 200: { type: 'object', additionalProperties: true } } } },
    async () => fixed,
  );
}
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`bare ready ${url}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

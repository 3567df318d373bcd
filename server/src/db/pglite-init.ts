// Creates the embedded database in the folder given, then exits, giving back the memory initdb
// took: a child process of the server's first start (ensurePgliteCluster in pglite.ts).
import { openPgliteClient } from './pglite.ts';

const pgdata = process.argv[2];
if (!pgdata) throw new Error('usage: pglite-init.ts <pgdata folder>');
const client = await openPgliteClient(pgdata);
await client.close();

import { createSocket, type RemoteInfo } from 'node:dgram';

/**
 * What the fake server answers for one name: a CNAME to `cname`, IPv4 addresses (`a`, to A queries),
 * `'silent'` (no answer at all, so the client times out), `'servfail'` (the server's failure) or
 * `'nxdomain'`. A name without an entry gets the server's fallback answer, NXDOMAIN without one.
 */
export type FakeDnsAnswer = { cname: string } | { a: string[] } | 'silent' | 'servfail' | 'nxdomain';

interface FakeDnsOptions {
  /** The UDP port; a free one by default. */
  port?: number;
  /** The answer for a name without an entry; NXDOMAIN when it answers undefined or is not given. */
  fallback?: (name: string) => FakeDnsAnswer | undefined;
}

const TYPE_A = 1;
const TYPE_CNAME = 5;
const CLASS_IN = 1;
const RCODE_SERVFAIL = 2;
const RCODE_NXDOMAIN = 3;

/** The question of a query: its bytes (echoed back), its name in lower case and its type. */
function readQuestion(query: Buffer) {
  const labels: string[] = [];
  let offset = 12;
  for (let length = query[offset] ?? 0; length > 0; length = query[offset] ?? 0) {
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += length + 1;
  }
  const end = offset + 1 + 4;
  return {
    bytes: query.subarray(12, end),
    name: labels.join('.').toLowerCase(),
    type: query.readUInt16BE(offset + 1),
  };
}

function encodeName(name: string): Buffer {
  const labels = name.split('.').filter(Boolean);
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')])),
    Buffer.from([0]),
  ]);
}

function response(query: Buffer, question: Buffer, rcode: number, answers: Buffer[]): Buffer {
  const header = Buffer.alloc(12);
  query.copy(header, 0, 0, 2); // the id
  const recursionDesired = (query[2] ?? 0) & 0x01;
  header[2] = 0x80 | 0x04 | recursionDesired; // a response, authoritative
  header[3] = 0x80 | rcode; // recursion available
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  return Buffer.concat([header, question, ...answers]);
}

function cnameRecord(name: string, target: string): Buffer {
  const data = encodeName(target);
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(TYPE_CNAME, 0);
  fixed.writeUInt16BE(CLASS_IN, 2);
  fixed.writeUInt32BE(60, 4);
  fixed.writeUInt16BE(data.length, 8);
  return Buffer.concat([encodeName(name), fixed, data]);
}

function addressRecord(name: string, address: string): Buffer {
  const fixed = Buffer.alloc(10);
  fixed.writeUInt16BE(TYPE_A, 0);
  fixed.writeUInt16BE(CLASS_IN, 2);
  fixed.writeUInt32BE(60, 4);
  fixed.writeUInt16BE(4, 8);
  return Buffer.concat([encodeName(name), fixed, Buffer.from(address.split('.').map(Number))]);
}

/** The records that answer a query of `type` for `name` with `answer`. */
function records(name: string, type: number, answer: { cname: string } | { a: string[] }): Buffer[] {
  if ('cname' in answer) return type === TYPE_CNAME ? [cnameRecord(name, answer.cname)] : [];
  return type === TYPE_A ? answer.a.map((address) => addressRecord(name, address)) : [];
}

/**
 * A DNS server on 127.0.0.1 (UDP, a free port) that answers CNAME and A queries from a table the test
 * sets: the tracking-domain tests point the server's resolver at it to see a record appear, point
 * elsewhere or stop answering, and the delivery tests to have a name lead to an address, without the
 * internet. Any other query type gets an empty answer.
 */
export async function startFakeDnsServer({ port: wantedPort = 0, fallback }: FakeDnsOptions = {}) {
  const table = new Map<string, FakeDnsAnswer>();
  const socket = createSocket('udp4');
  let queries = 0;

  socket.on('message', (query: Buffer, peer: RemoteInfo) => {
    if (query.length < 17) return;
    queries += 1;
    const question = readQuestion(query);
    const answer = table.get(question.name) ?? fallback?.(question.name);
    if (answer === 'silent') return;
    let reply: Buffer;
    if (answer === 'servfail') reply = response(query, question.bytes, RCODE_SERVFAIL, []);
    else if (answer === undefined || answer === 'nxdomain') {
      reply = response(query, question.bytes, RCODE_NXDOMAIN, []);
    } else {
      reply = response(query, question.bytes, 0, records(question.name, question.type, answer));
    }
    socket.send(reply, peer.port, peer.address);
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(wantedPort, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  const { port } = socket.address();

  return {
    /** `127.0.0.1:<port>`, as a resolver address. */
    address: `127.0.0.1:${port}`,
    /** Sets what `name` answers; `undefined` removes its entry (the fallback answers, else NXDOMAIN). */
    set(name: string, answer: FakeDnsAnswer | undefined) {
      if (answer === undefined) table.delete(name.toLowerCase());
      else table.set(name.toLowerCase(), answer);
    },
    /** How many queries arrived so far. */
    queries: () => queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

export type FakeDnsServer = Awaited<ReturnType<typeof startFakeDnsServer>>;

// A bare PostgreSQL wire-protocol client for tests that must control how messages are split
// across writes (pg and Prisma always send a query's messages together).
import net from "node:net";

function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const cstr = (text: string) => Buffer.from(`${text}\0`, "utf8");
const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};

export const wire = {
  parse: (sql: string) => message("P", Buffer.concat([cstr(""), cstr(sql), int16(0)])),
  bind: () => message("B", Buffer.concat([cstr(""), cstr(""), int16(0), int16(0), int16(0)])),
  execute: () => message("E", Buffer.concat([cstr(""), int32(0)])),
  sync: () => message("S", Buffer.alloc(0)),
};

export class WireClient {
  private buffer = Buffer.alloc(0);
  private waiters: Array<() => void> = [];

  private constructor(private readonly socket: net.Socket) {
    socket.on("data", (data) => {
      this.buffer = Buffer.concat([this.buffer, data]);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static async connect(port: number): Promise<WireClient> {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    const client = new WireClient(socket);
    const params = Buffer.concat([cstr("user"), cstr("postgres"), cstr("database"), cstr("postgres"), Buffer.from([0])]);
    const startup = Buffer.concat([int32(params.length + 8), int32(196608), params]);
    socket.write(startup);
    await client.readUntilReady();
    return client;
  }

  send(...messages: Buffer[]): void {
    this.socket.write(Buffer.concat(messages));
  }

  /** Reads messages up to ReadyForQuery; returns the text of the first column of each DataRow. */
  async readUntilReady(): Promise<string[]> {
    const values: string[] = [];
    for (;;) {
      while (this.buffer.length >= 5) {
        const type = String.fromCharCode(this.buffer[0]!);
        const length = this.buffer.readInt32BE(1);
        if (this.buffer.length < length + 1) break;
        const body = this.buffer.subarray(5, length + 1);
        this.buffer = this.buffer.subarray(length + 1);
        if (type === "D" && body.readInt16BE(0) > 0) {
          const size = body.readInt32BE(2);
          values.push(body.subarray(6, 6 + size).toString("utf8"));
        }
        if (type === "E") throw new Error(`server error: ${body.toString("utf8").replace(/\0/g, " ")}`);
        if (type === "Z") return values;
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  close(): void {
    this.socket.end();
  }
}

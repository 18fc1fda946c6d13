import type { IncomingMessage, ServerResponse } from "node:http";

export function compress(req: IncomingMessage, res: ServerResponse, next: () => void): void;
export function releaseCompressionStream(res: ServerResponse): void;
export function compressedPageCount(): number;

// A software WebAuthn authenticator for tests (issue 43 §2): a P-256 key pair from node:crypto that
// answers a relying party's options as a browser and a platform authenticator would, byte for byte
// as the WebAuthn spec lays them out, so the server's real checks (@simplewebauthn/server) run:
//   clientDataJSON      {"type":"webauthn.create"|"webauthn.get","challenge","origin","crossOrigin":false}
//   authenticatorData   SHA-256(rpId) | flags | signCount (uint32, big-endian) | [attested credential data]
//   attested data       AAGUID (16 zero bytes) | credential id length (uint16) | credential id | COSE key
//   attestationObject   CBOR {fmt: "none", attStmt: {}, authData}
//   assertion signature ECDSA P-256 / SHA-256 over authenticatorData | SHA-256(clientDataJSON), DER
// CBOR comes from @simplewebauthn/server's own helper (tiny-cbor underneath).
import { type KeyObject, createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

const FLAG_UP = 0x01; // user present
const FLAG_UV = 0x04; // user verified
const FLAG_BE = 0x08; // backup eligible
const FLAG_BS = 0x10; // backed up (a synced passkey)
const FLAG_AT = 0x40; // attested credential data included

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

export interface CeremonyOptions {
  /** The origin the "browser" reports; the site's by default in tests. */
  origin: string;
  /** Overrides the RP id the authenticator hashes (default: the options' rp.id / rpId). */
  rpId?: string;
}

export class SoftAuthenticator {
  readonly credentialId: Buffer = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter: the last one given (each assertion first adds one, as hardware keys do). */
  counter: number;
  /** false: the counter stays 0 for ever, as most synced passkeys send. */
  readonly counting: boolean;
  /** The user handle (base64url) the RP gave at registration; returned with each assertion. */
  userHandle: string | null = null;
  /** Whether the passkey says it is synced (backup eligible and backed up). */
  readonly synced: boolean;
  private rpId: string | null = null;

  constructor({ counter = 0, synced = true, counting = true }: { counter?: number; synced?: boolean; counting?: boolean } = {}) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
    this.counter = counter;
    this.synced = synced;
    this.counting = counting;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The public key as a COSE_Key map (kty EC2, alg ES256, crv P-256, x, y). */
  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: "jwk" });
    const map = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
    ]);
    return isoCBOR.encode(map);
  }

  private authenticatorData(rpId: string, { attested }: { attested: boolean }): Buffer {
    const flags = FLAG_UP | FLAG_UV | (this.synced ? FLAG_BE | FLAG_BS : 0) | (attested ? FLAG_AT : 0);
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter >>> 0);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** Answers navigator.credentials.create(options) with a "none" attestation. */
  register(options: PublicKeyCredentialCreationOptionsJSON, { origin, rpId }: CeremonyOptions): RegistrationResponseJSON {
    this.rpId = rpId ?? options.rp.id ?? new URL(origin).hostname;
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData("webauthn.create", options.challenge, origin);
    const authData = this.authenticatorData(this.rpId, { attested: true });
    const attestation = new Map<string, string | Uint8Array | Map<string, string>>();
    attestation.set("fmt", "none");
    attestation.set("attStmt", new Map<string, string>());
    attestation.set("authData", new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ["internal", "hybrid"],
        publicKeyAlgorithm: -7,
      },
    };
  }

  /** Answers navigator.credentials.get(options), signing with this key (the counter goes up by one first, unless it never counts). */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, { origin, rpId }: CeremonyOptions): AuthenticationResponseJSON {
    if (this.counting) this.counter += 1;
    const rp = rpId ?? options.rpId ?? this.rpId ?? new URL(origin).hostname;
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const authData = this.authenticatorData(rp, { attested: false });
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}

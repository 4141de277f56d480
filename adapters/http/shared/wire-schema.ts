/**
 * A zod schema tied to its protocol type (protocol/<service>/*-wire.ts) at compile time: the
 * stand-in answers with the protocol's type, the adapter reads it with the schema, and the two
 * cannot drift apart. `wireSchema<MatchWire>()(z.object({...}))` compiles only when what the
 * schema gives back and the wire type are assignable both ways (readonly aside); where an
 * adapter reads less than the wire carries on purpose (a list read item by item, a field read
 * loosely), the type argument says so (`Omit<...> & { items: readonly unknown[] }`).
 * The parsed value is then already the wire type: no `as XWire` after parsing.
 */
import type * as z from 'zod/mini';

type Writable<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer U)[]
    ? Writable<U>[]
    : T extends object
      ? { -readonly [K in keyof T]: Writable<T[K]> }
      : T;

type Agree<A, B> = [Writable<A>] extends [Writable<B>] ? ([Writable<B>] extends [Writable<A>] ? true : false) : false;

/** the compile error a drifted schema gets: names both sides */
interface SchemaDriftsFromWire<Parsed, Wire> {
  readonly 'the schema and its wire type differ': { readonly parsed: Parsed; readonly wire: Wire };
}

export const wireSchema =
  <Wire>() =>
  <S extends z.ZodMiniType>(
    schema: S & (Agree<z.output<S>, Wire> extends true ? unknown : SchemaDriftsFromWire<z.output<S>, Wire>),
  ): S =>
    schema;

/** a wire type whose lists `K` are read item by item (each item parsed on its own, a bad one dropped) */
export type ItemsReadOneByOne<W, K extends keyof W> = Omit<W, K> & { readonly [P in K]: readonly unknown[] };

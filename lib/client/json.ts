// What a server value becomes after JSON: dates are ISO strings. The
// dashboard's query hooks are typed from the services' own return types
// through this, so a change on the server shows up in the screens' types.
export type Jsonify<T> = T extends Date
  ? string
  : T extends (infer Item)[]
    ? Jsonify<Item>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;

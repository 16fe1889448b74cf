import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

// A react-hook-form resolver whose zod schema (and zod itself, ~45 kB
// compressed) loads on first use instead of with the page. Public pages
// carry a form below the fold; most visitors never validate anything, and
// those who do wait for one small download on their first submit, or none
// if the form called preload() when they first focused it.
export function lazyZodResolver<TValues extends FieldValues, TOutput extends FieldValues = TValues>(
  loadSchema: () => Promise<ZodType>,
) {
  type TResolver = Resolver<TValues, unknown, TOutput>;
  let loading: Promise<TResolver> | undefined;
  const preload = () =>
    (loading ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as TResolver,
    ));
  const resolver: TResolver = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
}

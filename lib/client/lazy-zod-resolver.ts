import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

// A react-hook-form resolver whose zod schema (and zod itself, ~45 kB
// compressed) loads on first use instead of with the page. Public pages
// carry a form below the fold; most visitors never validate anything, and
// those who do wait for one small download on their first submit, or none
// if the form called preload() when they first focused it (or the dialog
// opened). A load that fails (offline) is tried again on the next submit;
// preload() itself never fails: it only gets ahead of the submit.
export function lazyZodResolver<TValues extends FieldValues, TOutput extends FieldValues = TValues>(
  loadSchema: () => Promise<ZodType>,
) {
  type TResolver = Resolver<TValues, unknown, TOutput>;
  let loading: Promise<TResolver> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as TResolver,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  const resolver: TResolver = async (values, context, options) => (await load())(values, context, options);
  return { resolver, preload };
}

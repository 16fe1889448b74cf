import { route } from "@/lib/api/handler";
import { schedulingOperations } from "@/lib/api/operations/scheduling";
import { autocompleteAddress } from "@/lib/server/address/autocomplete-address";
import { limitRequest } from "@/lib/server/rate-limit";

// GET /api/address/autocomplete/{term}?top=20 – address suggestions (public: visitors' forms use it)
export const GET = route(schedulingOperations.autocompleteAddress, async ({ req, params, query }) => {
  await limitRequest(req, { scope: "address", perIp: { limit: 120, windowSeconds: 60 } });
  return autocompleteAddress({ term: params.term, top: query.top });
});

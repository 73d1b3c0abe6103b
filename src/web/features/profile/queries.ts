import { queryOptions } from "@tanstack/react-query";
import type { Profile } from "../../../shared/schemas/profile";
import { api } from "../../lib/api";

export const profileQuery = queryOptions({
  queryKey: ["profile"],
  queryFn: ({ signal }) => api<Profile>("/api/profile", { signal }),
});

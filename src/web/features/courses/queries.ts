import { queryOptions } from "@tanstack/react-query";
import type { CourseList } from "../../../shared/schemas/course";
import { api } from "../../lib/api";

export const coursesQuery = queryOptions({
  queryKey: ["courses"],
  queryFn: ({ signal }) => api<CourseList>("/api/courses", { signal }),
});

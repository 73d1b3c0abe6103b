import { queryOptions } from "@tanstack/react-query";
import type { CourseList, CourseView, ScenarioDetail } from "../../../shared/schemas/course";
import { api } from "../../lib/api";

export const coursesQuery = queryOptions({
  queryKey: ["courses"],
  queryFn: ({ signal }) => api<CourseList>("/api/courses", { signal }),
});

export const courseQuery = (courseId: string) =>
  queryOptions({
    queryKey: ["courses", courseId],
    queryFn: ({ signal }) => api<CourseView>(`/api/courses/${encodeURIComponent(courseId)}`, { signal }),
  });

export const scenarioQuery = (courseId: string, scenarioId: string) =>
  queryOptions({
    queryKey: ["courses", courseId, "scenarios", scenarioId],
    queryFn: ({ signal }) =>
      api<ScenarioDetail>(`/api/courses/${encodeURIComponent(courseId)}/scenarios/${encodeURIComponent(scenarioId)}`, {
        signal,
      }),
  });

import type { ReactNode } from "react";
import { PageTitle } from "../../components/page/page-title";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";

/** The centred card the verification and reset pages share. */
export function AuthCard(props: { icon: ReactNode; title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-6">
      <PageTitle title={`${props.title}`} />
      <Card>
        <CardHeader className="items-center text-center">
          <div className="mb-2">{props.icon}</div>
          <h1 className="text-2xl font-semibold leading-tight">{props.title}</h1>
          {props.description && <CardDescription role="status">{props.description}</CardDescription>}
        </CardHeader>
        {props.children && <CardContent className="grid gap-3">{props.children}</CardContent>}
      </Card>
    </div>
  );
}

import { ArrowLeft, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

/** A Learning Studio page's heading: the way back to the studio, the page's title (with its tool's icon), its intro. */
export function StudioHeading(props: { back: string; title: string; intro: string; icon?: LucideIcon }) {
  const Icon = props.icon;
  return (
    <div>
      <Link to="/learning-studio" className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> {props.back}
      </Link>
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold tracking-tight">
        {Icon && <Icon className="size-7 text-primary" aria-hidden="true" />} {props.title}
      </h1>
      <p className="text-muted-foreground">{props.intro}</p>
    </div>
  );
}

import { useEffect, type ReactNode } from "react";
import Intercom, { update, shutdown } from "@intercom/messenger-js-sdk";
import { isHidden } from "intercom-route-visibility";

const HIDDEN_ROUTES = ["/checkout", "/admin"];

type Props = { appId: string; user?: { id: string; name: string; email: string; hash: string }; children: ReactNode };

export function IntercomProvider({ appId, user, children }: Props) {
  useEffect(() => {
    Intercom({
      app_id: appId,
      user_id: user?.id,
      name: user?.name,
      email: user?.email,
      user_hash: user?.hash,
      hide_default_launcher: isHidden(window.location.pathname, HIDDEN_ROUTES),
    });
    return () => shutdown();
  }, [appId, user?.id]);

  useEffect(() => {
    const onRoute = () => update({ hide_default_launcher: isHidden(window.location.pathname, HIDDEN_ROUTES) });
    window.addEventListener("popstate", onRoute);
    return () => window.removeEventListener("popstate", onRoute);
  }, []);

  return <>{children}</>;
}

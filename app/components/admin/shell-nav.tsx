import { Link } from "react-router";
import {
  Ban,
  Boxes,
  ChartColumn,
  FileText,
  Handshake,
  type IconComponent,
  Image,
  Inbox,
  Mail,
  MessageSquare,
  Package,
  ScrollText,
  Settings,
  ShoppingBag,
  Star,
  Tag,
  Users,
} from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { ChatUnreadBadge } from "./chat-unread";
import type { AdminTabId } from "./tabs";

const TAB_ICONS: Record<AdminTabId, IconComponent> = {
  analytics: ChartColumn,
  users: Users,
  orders: ShoppingBag,
  products: Package,
  images: Image,
  reviews: Star,
  content: FileText,
  contacts: Inbox,
  partners: Handshake,
  bans: Ban,
  audit: ScrollText,
  inventory: Boxes,
  promotions: Tag,
  settings: Settings,
  chat: MessageSquare,
  emails: Mail,
};

export interface ShellTab {
  id: string;
  label: string;
}

const tabPath = (id: string) => (id === "analytics" ? "/admin" : `/admin/${id}`);

/** The sections this staff member may open: the sidebar on desktop, the drawer on phones. */
export function SectionNav({
  tabs,
  current,
  onNavigate,
  chatUnread,
}: {
  tabs: ShellTab[];
  current: string;
  onNavigate?: () => void;
  /** Unread customer chat messages, shown beside Chat. */
  chatUnread?: number | null;
}) {
  return (
    <nav aria-label="Admin sections" className="p-3">
      <ul className="space-y-0.5">
        {tabs.map((tab) => {
          const Icon = TAB_ICONS[tab.id as AdminTabId] ?? FileText;
          const active = tab.id === current;
          return (
            <li key={tab.id}>
              <Link
                to={tabPath(tab.id)}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-control px-3 py-2 text-sm font-medium",
                  active ? "bg-primary-50 text-primary-800" : "text-muted hover:bg-canvas hover:text-ink",
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {tab.label}
                {tab.id === "chat" && <ChatUnreadBadge count={chatUnread} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

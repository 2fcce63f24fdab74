import { defineWidget } from '../ui/define-widget.tsx';
import { Bookmarks, type BookmarksProps } from './Bookmarks.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<BookmarksProps>(Bookmarks, css, { onNavigate: 'navigate' }, { widget: 'bookmarks' });

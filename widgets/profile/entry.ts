import { defineWidget } from '../ui/define-widget.tsx';
import { Unreachable } from '../ui/Unreachable.tsx';
import { Profile, type ProfileProps } from './Profile.tsx';
import { css } from './styles.ts';

export const mount = defineWidget<ProfileProps>(Profile, css, { onNavigate: 'navigate' }, { widget: 'profile', fallback: Unreachable });

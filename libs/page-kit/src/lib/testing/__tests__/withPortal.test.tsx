import { useMemberInfo } from '@portal/data-access';
import { memberInfoFixture } from '@portal/data-access/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { withPortal } from '../withPortal';

function Who() {
  const location = useLocation();
  const member = useMemberInfo();
  return (
    <p>
      {location.pathname} {member.data?.account ?? 'guest'}
    </p>
  );
}

const meta = { title: 'Test/Who', component: Who, decorators: [withPortal({ url: '/guest' })] } satisfies Meta<typeof Who>;
const stories = {
  default: meta,
  Guest: {} satisfies StoryObj<typeof meta>,
  Member: {
    decorators: [withPortal({ url: '/member', token: 'story-token', responses: { memberInfo: memberInfoFixture({ account: 'demo' }) } })],
  } satisfies StoryObj<typeof meta>,
};

afterEach(() => cleanup());

it("renders the meta's portal when the story has none", async () => {
  const { Guest } = composeStories(stories);
  render(<Guest />);
  expect(await screen.findByText('/guest guest')).toBeInTheDocument();
});

it("lets a story's own withPortal win over its meta's instead of nesting two routers", async () => {
  const { Member } = composeStories(stories);
  render(<Member />);
  expect(await screen.findByText('/member demo')).toBeInTheDocument();
});

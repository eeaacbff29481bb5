import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * Deliberately inaccessible, to show the Storybook axe gate failing (removed in the next commit):
 * an icon button without a name and an image without alt text.
 */
const meta: Meta = {
  title: 'UI/Accessibility/BrokenOnPurpose',
};

export default meta;

export const UnnamedButton: StoryObj = {
  render: () => (
    <div>
      <button type="button">
        <svg width="16" height="16" viewBox="0 0 16 16">
          <circle cx="8" cy="8" r="6" fill="currentColor" />
        </svg>
      </button>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width={16} height={16} />
    </div>
  ),
};

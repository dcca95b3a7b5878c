import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { cx } from './class-names';
import type { ReactNode } from 'react';

export interface TabItem {
  label: string;
  content: ReactNode;
}

/** Keyboard-accessible tabs (arrow keys move between them). */
export function Tabs({
  items,
  selectedIndex,
  onChange,
}: {
  items: TabItem[];
  selectedIndex?: number;
  onChange?: (index: number) => void;
}) {
  return (
    <TabGroup {...(selectedIndex !== undefined && { selectedIndex })} {...(onChange && { onChange })}>
      <TabList className="flex gap-1 border-b border-slate-200">
        {items.map((item) => (
          <Tab
            key={item.label}
            className={({ selected }) =>
              cx(
                '-mb-px border-b-2 px-4 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500',
                selected
                  ? 'border-indigo-600 text-indigo-700'
                  : 'border-transparent text-slate-500 hover:text-slate-700',
              )
            }
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-4">
        {items.map((item) => (
          <TabPanel key={item.label} unmount={false}>
            {item.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}

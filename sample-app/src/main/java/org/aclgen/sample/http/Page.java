package org.aclgen.sample.http;

import java.util.List;

/**
 * One page of a list reply.
 *
 * @param total how many items the whole list has
 * @param items the items of this page, each carrying its {@code id}
 * @param <T> the item type
 */
public record Page<T>(int total, List<T> items) {

  public Page {
    items = List.copyOf(items);
  }
}

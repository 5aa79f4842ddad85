package org.aclgen.benchmarks.matcher;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A synthetic token and the required ACLs it is asked about: some it grants, some it refuses.
 *
 * <p>The same shape, size and seed always give the same workload, so every subject of a benchmark
 * (and the test that checks they agree) sees exactly the same token and requests.
 *
 * @param userUuid the token's user, what {@code me} stands for
 * @param tokenAcls the token's ACLs, negative entries included
 * @param hits required ACLs the token grants
 * @param misses required ACLs the token refuses, all close to something it grants
 */
public record Workload(
    String userUuid, List<String> tokenAcls, List<String> hits, List<String> misses) {

  /** The user of every synthetic token. */
  public static final String USER_UUID = "2f6c1a5e-8d0b-4d59-9a53-1c0ad8e7c101";

  /** Another user, whose resources the token must not reach through {@code me}. */
  public static final String OTHER_UUID = "9a1b77d2-3c4e-4f60-8b21-5d0e6f7a8b92";

  /** How many hits and how many misses a workload holds: a power of two, for cheap cycling. */
  public static final int REQUESTS = 64;

  private static final long SEED = 20_260_101L;

  public Workload {
    tokenAcls = List.copyOf(tokenAcls);
    hits = List.copyOf(hits);
    misses = List.copyOf(misses);
  }

  /** The workload of {@code size} token ACLs of {@code shape}. */
  public static Workload of(WorkloadShape shape, int size) {
    if (size < 1) {
      throw new IllegalArgumentException("a token needs at least one ACL, got " + size);
    }
    List<TokenEntry> entries = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      entries.add(shape.entry(i));
    }
    Random random = new Random(SEED + size);
    RequestWriter writer = new RequestWriter(random, USER_UUID, OTHER_UUID);
    List<TokenEntry> positives = entries.stream().filter(TokenEntry::isPositive).toList();
    List<TokenEntry> withMisses = entries.stream().filter(e -> !e.misses().isEmpty()).toList();
    List<String> hits = new ArrayList<>(REQUESTS);
    List<String> misses = new ArrayList<>(REQUESTS);
    for (int i = 0; i < REQUESTS; i++) {
      hits.add(writer.fill(pick(positives, random).hit()));
      misses.add(writer.fill(pick(pick(withMisses, random).misses(), random)));
    }
    return new Workload(USER_UUID, entries.stream().map(TokenEntry::acl).toList(), hits, misses);
  }

  /** The hits or the misses. */
  public List<String> requests(Outcome outcome) {
    return outcome == Outcome.HIT ? hits : misses;
  }

  private static <T> T pick(List<T> list, Random random) {
    return list.get(random.nextInt(list.size()));
  }
}
